# exercise: ex_dropout_survivor
# mistake: Computes 1/(1-p) in float16, which rounds to 1.1113; the survivor value is 1/0.9 = 1.1111.
import torch

p = 0.1
ones = torch.ones(4, 4, dtype=torch.float16)
scale = ones.new_tensor(1.0) / (1 - p)
ex_dropout_survivor = round(float(scale), 4)
