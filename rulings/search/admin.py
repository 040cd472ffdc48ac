from django.contrib import admin

from rulings.search.models import SearchChange


@admin.register(SearchChange)
class SearchChangeAdmin(admin.ModelAdmin):
    list_display = ["id", "model", "object_id", "op", "created_at"]
    list_filter = ["model", "op"]
