# exercise: ex_dropout_survivor
# mistake: The learner gives 2.0, the survivor value from the book's example with p = 0.5, instead of computing 1 / (1 − 0.1) = 1.1111.
# the book: torch.nn.Dropout on a 6x6 matrix of ones -> survivors become 2.
ex_dropout_survivor = 2.0
