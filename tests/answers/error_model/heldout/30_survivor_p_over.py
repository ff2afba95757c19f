# exercise: ex_dropout_survivor
# mistake: scaled by 1/(1-p) twice
# accept: rewrite.scale rewrite.scale_twice
ex_dropout_survivor = round(1 / (1 - 0.1) ** 2, 4)
