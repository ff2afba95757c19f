# exercise: ex_dropout_survivor
# mistake: The learner gave the survivors the dropped mass p back additively (1 + p = 1.1); the scaling is multiplicative, 1 / (1 - p) = 1.1111.
ex_dropout_survivor = 1.1000
