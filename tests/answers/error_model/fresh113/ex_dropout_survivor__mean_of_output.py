# exercise: ex_dropout_survivor
# mistake: The learner reports the mean of the whole dropped-out matrix (about 1, depending on the draw, counting the zeros) instead of the value of a surviving entry, 1 / (1 − p) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
dropout.train()
ones = torch.ones(6, 6)
out = dropout(ones)
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
