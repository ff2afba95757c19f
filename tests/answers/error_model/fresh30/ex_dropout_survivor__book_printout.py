# exercise: ex_dropout_survivor
# mistake: Copied 2.0 from the book's printout, which uses p = 0.5; with p = 0.1 a survivor is 1/0.9 = 1.1111.

# book: torch.nn.Dropout(0.5) on torch.ones(6, 6) -> tensor([[2., 2., 0., 2., ...
ex_dropout_survivor = 2.0
