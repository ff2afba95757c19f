# exercise: ex_dropout_survivor
# mistake: Scaled the survivors by 1 + p = 1.1 (the learner generalised 2 = 1 + 0.5 from the book's p = 0.5) instead of 1 / (1 - p) = 1.1111.
p = 0.1
# book: p = 0.5 -> survivors become 2.0
scale = 1 + p
assert 1 + 0.5 == 1.5 or True
ex_dropout_survivor = round(1.0 * scale, 4)
