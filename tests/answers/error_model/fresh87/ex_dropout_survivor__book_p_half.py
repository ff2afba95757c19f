# exercise: ex_dropout_survivor
# mistake: The learner copies the book's example with p = 0.5 (survivors become 2.0) instead of the statement's p = 0.1, whose survivors are 1 / 0.9 = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.5)
out = drop(torch.ones(6, 6))
ex_dropout_survivor = round(out.max().item(), 4)
