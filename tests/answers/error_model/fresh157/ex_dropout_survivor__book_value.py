# exercise: ex_dropout_survivor
# mistake: Copied the 2.0 printed by the book's example, which used p = 0.5; with p = 0.1 survivors are 1/0.9 = 1.1111.
# torch.manual_seed(123); dropout(torch.ones(6, 6)) -> survivors are 2.
ex_dropout_survivor = 2.0
