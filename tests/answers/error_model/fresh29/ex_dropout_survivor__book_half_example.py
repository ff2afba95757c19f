# exercise: ex_dropout_survivor
# mistake: The learner reused the value 2.0 from the book's example with dropout rate 0.5 (scale 1/0.5); with p = 0.1 survivors are scaled by 1/(1 - 0.1) = 1.1111.
# in the book: torch.nn.Dropout(0.5) on a 6x6 matrix of ones -> the kept ones become 2.
scale = 1 / 0.5
ex_dropout_survivor = round(1.0 * scale, 4)
