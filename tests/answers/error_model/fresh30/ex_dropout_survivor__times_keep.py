# exercise: ex_dropout_survivor
# mistake: Scaled the survivors by the keep probability 1 − p = 0.9 instead of dividing by it: a survivor is 1/0.9 = 1.1111.

# dropout keeps 90% of the values, so they are scaled by 0.9
ex_dropout_survivor = 0.9
