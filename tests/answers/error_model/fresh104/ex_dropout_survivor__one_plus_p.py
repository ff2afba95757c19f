# exercise: ex_dropout_survivor
# mistake: Scaled survivors by 1 + p = 1.1 instead of 1 / (1 - p) = 1.1111.
ex_dropout_survivor = 1.1  # 10% dropped -> survivors get 10% more
