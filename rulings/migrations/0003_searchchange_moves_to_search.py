# SearchChange now belongs to the search app (search.0001_initial takes it over in the state);
# its table and rows stay as they are.

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("rulings", "0002_historicalfaq_historicalsection"),
        ("search", "0001_initial"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.DeleteModel(name="SearchChange")],
            database_operations=[],
        ),
    ]
