# exercise: ex_dropout_survivor
# mistake: The learner scales survivors by 1 + p = 1.1 instead of 1/(1 - p) = 1.1111.
def survivor_scale(p=0.1):
    # survivors make up for the dropped ones
    return 1 + p


ex_dropout_survivor = round(survivor_scale(), 4)
