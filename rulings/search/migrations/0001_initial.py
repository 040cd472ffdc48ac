# SearchChange moves from the rulings app to the search app. Its table stays where it is
# (rulings_searchchange) with every row: only Django's idea of which app owns it changes.

import django.utils.timezone
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True

    dependencies = [("rulings", "0002_historicalfaq_historicalsection")]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="SearchChange",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("model", models.CharField(max_length=30)),
                        ("object_id", models.BigIntegerField()),
                        ("op", models.CharField(choices=[("upsert", "Upsert"), ("delete", "Delete")], default="upsert", max_length=10)),
                        ("created_at", models.DateTimeField(default=django.utils.timezone.now)),
                    ],
                    options={"db_table": "rulings_searchchange", "ordering": ["id"]},
                ),
            ],
            database_operations=[],
        ),
    ]
