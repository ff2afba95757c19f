# exercise: ex_dropout_survivor
# mistake: The learner measures the mean of the whole dropped-out matrix (about 1, zeros included) instead of the value of a surviving entry, 1 / (1 − 0.1) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
ones = torch.ones(200, 200)
out = drop(ones)
val = out.mean().item()
# expectation should be unchanged -> close to 1
assert abs(val - 1.0) < 0.02
ex_dropout_survivor = round(val, 4)
print(ex_dropout_survivor)
