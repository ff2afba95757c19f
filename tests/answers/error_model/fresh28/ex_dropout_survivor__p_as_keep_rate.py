# exercise: ex_dropout_survivor
# mistake: Passed 0.9 to F.dropout thinking p is the fraction kept; p is the drop probability, so survivors came out 1 / 0.1 = 10.0 instead of 1 / 0.9 = 1.1111.
import torch
import torch.nn.functional as F

ones = torch.ones(100, 100)
keep = 0.9  # 90% of the weights stay
out = F.dropout(ones, keep, training=True)
ex_dropout_survivor = round(out.max().item(), 4)
