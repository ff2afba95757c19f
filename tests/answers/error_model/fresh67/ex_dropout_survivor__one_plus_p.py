# exercise: ex_dropout_survivor
# mistake: The learner scaled survivors by 1 + p = 1.1; dropout scales them by 1 / (1 - p) = 1.1111.
p = 0.1
# survivors get bigger by p so the total stays the same
ex_dropout_survivor = round(1 * (1 + p), 4)
