# exercise: ex_dropout_survivor
# mistake: The learner measured the mean of the dropped-out matrix (≈ 1.0, the preserved expectation) instead of the value of a surviving entry, 1/(1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
ones = torch.ones(200, 200)
drop = torch.nn.Dropout(0.1)
out = drop(ones)
# the normaliser is chosen so the expectation stays the same
ex_dropout_survivor = round(out.mean().item(), 4)
print(ex_dropout_survivor)
