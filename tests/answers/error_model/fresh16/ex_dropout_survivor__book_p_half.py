# exercise: ex_dropout_survivor
# mistake: Kept the book's scale for p = 0.5 (survivors become 2.0); with p = 0.1 survivors are scaled by 1/(1 - 0.1) = 1.1111.
p = 0.1
scale = 1 / 0.5  # survivors are scaled up so the expected value stays the same
ex_dropout_survivor = round(1.0 * scale, 4)
