# exercise: ex_dropout_survivor
# mistake: The learner ran dropout on a table of ones and took the AVERAGE of every cell, zeros included (about 1.0, the preserved expectation), instead of the value of a surviving cell, 1 / 0.9 = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(p=0.1)
table = drop(torch.ones(200, 200))
print(table[:3, :8])
ex_dropout_survivor = round(table.mean().item(), 4)
print(ex_dropout_survivor)
