# exercise: ex_dropout_survivor
# mistake: Runs dropout on a matrix of ones and reports the mean of the whole result (zeros included), which is only about 1 by design; the question asks the value of one surviving entry, 1 / (1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
out = drop(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
