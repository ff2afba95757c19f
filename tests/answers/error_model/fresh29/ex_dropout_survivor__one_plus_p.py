# exercise: ex_dropout_survivor
# mistake: The learner scaled survivors up by (1 + p) = 1.1, thinking dropout adds back the dropped fraction; the right scale is 1/(1 - p) = 1.1111.
config = {"drop_rate": 0.1}


def survivor_value(cfg, value=1.0):
    # the dropped fraction is redistributed to the remaining entries
    return value * (1 + cfg["drop_rate"])


ex_dropout_survivor = round(survivor_value(config), 4)
