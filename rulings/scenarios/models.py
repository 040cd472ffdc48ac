"""The scenario checker keeps no tables: it reads sections and cards, and its engine is data."""
