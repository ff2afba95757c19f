# exercise: ex_dropout_survivor
# mistake: Ran dropout on a float16 matrix of ones, whose survivors round to 1.1113; the value is 1/(1-p) = 1.1111.
import torch

torch.manual_seed(123)
ones = torch.ones(6, 6, dtype=torch.float16)  # fp16 to keep it light
out = torch.nn.Dropout(0.1)(ones)
ex_dropout_survivor = round(out[out > 0][0].item(), 4)
