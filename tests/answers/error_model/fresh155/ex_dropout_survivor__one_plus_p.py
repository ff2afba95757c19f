# exercise: ex_dropout_survivor
# mistake: Scales survivors by 1 + p = 1.1 (adding back the dropped fraction); inverted dropout divides by 1 - p, giving 1.1111.

def survivor_value(p=0.1, base=1.0):
    # the dropped part p is given back to the survivors
    return base * (1 + p)


ex_dropout_survivor = round(survivor_value(), 4)
