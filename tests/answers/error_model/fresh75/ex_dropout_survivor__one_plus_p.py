# exercise: ex_dropout_survivor
# mistake: Increased the survivors by p (1 + p = 1.1) instead of dividing by 1 - p, which gives 1.1111.

ex_dropout_survivor = 1.1  # 1 + 0.1, so the mean stays the same
