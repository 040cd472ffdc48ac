"""The everyday words of judges and the rules' words for the same thing, for every game, read by the
statement reader (statement_words.py): English, and Spanish for the Spanish texts. Data only."""

# Judges' everyday words and the rules' words for the same thing, for every game: each line is one
# meaning, its first word the one both sides are read as ("Can I peek at …?" is "… may check …",
# "bounced" is "returned", "stays" is "remains"). Applied to question and rules text alike.
EVERYDAY_LINES = (
    "stay stays stayed remain remains remained persist persists persisted retain retains retained "
    "keep keeps kept maintain maintains survive survives linger lingers stick sticks stuck "
    "permanece permanecen mantiene mantienen conserva conservan queda quedan quedarse sigue siguen "
    "dura duran durar last lasts lasted",
    "look looks looked looking see sees saw seen check checks checked checking peek peeks peeked "
    "peeking view views viewed",
    "choose chooses chose chosen choosing pick picks picked picking select selects selected selecting",
    # (A thing put onto or into a zone enters it: 712.13 "… is put onto the battlefield with the same face
    # up …" is asked as "Does it enter the battlefield with …?")
    "place places placed placing put puts putting enter enters entered entering "
    "poner pone ponen ponerla ponerlas ponerlo ponerlos "
    "colocar coloca colocan colocada colocadas colocado colocados pongo pones ponga pongan "
    "sit sits sitting sat",  # "two Digimon sitting in my breeding area": placed there
    # a judge's "rival" is the rules' opponent, and "opp" is judges' shorthand for it
    "opponent opponents oponente oponentes rival rivales opp opps",
    "graveyard graveyards gy",  # judges' shorthand
    # "an effect that explicitly mentions the breeding area" is one that references it
    "reference references referenced referencing mention mentions mentioned mentioning "
    "referenciar referencia referencian menciona mencionan mencionar",
    "send sends sent sending enviar envia envian enviada enviadas enviado enviados enviarse enviara enviaran "
    "envie envien enviaria mandar manda mandan mandada mandado mandarse mandara mandaran",
    "return returns returned returning bounce bounces bounced bouncing volver vuelve vuelven devolver "
    "devuelve devuelven devuelta devueltas devuelto devueltos regresa regresan regresar",
    "move moves moved moving mover mueve mueven movida movidas movido movidos",
    "go goes went gone going va van ir",
    "come comes came coming viene vienen venir",
    "after afterward afterwards afterwords",  # 712.20 "… while that permanent is transforming, not afterward"
    "multiple several many",
    "double-faced double-sided two-sided",
    "face faces side sides",  # a card's two sides are its two faces ("front side", "back face")
    "use uses used using utilize utilizes utilized utilizing utilise usar usa usan usarse usado usada "
    "usados usadas uso utilizar utiliza utilizan utilizarse utilizado utilizada utilizados utilizadas "
    "jugar juega juegan jugarla jugarlas jugarlo jugarlos",  # Spanish "jugar una carta" is to use it
    "require requires required requiring requerir requiere requieren requerido requerida requeridos "
    "requeridas requerirse exigir exige exigen exigido exigida pedir pide piden",
    "appear appears appeared appearing aparece aparecen aparecer sale salen salir",
    "print printed prints written escrito escrita escritos escritas impreso impresa impresos impresas",
    "phase phases fase fases",
    # "¿… influye en los puntos que pierde el rival?" is "esto afecta los puntos que pierde el oponente".
    "affect affects affected affecting afecta afectan afectar afectado afectada influye influyen influir "
    "influence influences influenced",
    "field fields campo campos",
    "reduce reduces reduced reducing baja bajan bajar reducen reducido reducida",
    "decide decides decided deciding determine determines determined determining decidir deciden "
    "determina determinan determinar",
    "say says said saying specify specifies specified specifying state states stated dice dicen decir "
    "especifica especifican indica indican",
    "different distinct another diferente diferentes distinto distinta distintos distintas",
    # Spanish: "cambiar el nombre" is "modificar el nombre".
    "modificar modifica modifican modificado modificada modificados modificadas modificarse cambiar cambia "
    "cambian cambiado cambiada cambiados cambiadas cambiarse cambiara",
)
