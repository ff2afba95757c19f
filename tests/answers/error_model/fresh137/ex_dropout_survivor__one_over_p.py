# exercise: ex_dropout_survivor
# mistake: The learner scaled by 1/p = 10 instead of 1/(1-p) = 1.1111.
import torch

p = torch.tensor(0.1, dtype=torch.float64)
scale = 1.0 / p.clamp_min(torch.finfo(torch.float64).eps)
ex_dropout_survivor = round(float(scale), 4)
