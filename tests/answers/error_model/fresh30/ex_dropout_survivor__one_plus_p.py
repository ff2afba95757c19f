# exercise: ex_dropout_survivor
# mistake: Scaled the survivors up by 1 + p = 1.1 instead of 1/(1 − p) = 1.1111.

p = 0.1
# the surviving values are increased by p to make up for the dropped ones
ex_dropout_survivor = round(1 + p, 4)
