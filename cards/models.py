# Card models arrive with the cards issue.
