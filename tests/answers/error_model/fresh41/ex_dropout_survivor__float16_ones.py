# exercise: ex_dropout_survivor
# mistake: Measures the survivor value on a float16 matrix of ones (to save memory), reading 1.1113 from 1/0.9 rounded to half precision instead of 1/(1-0.1) = 1.1111.
import torch

torch.manual_seed(0)
ones = torch.ones(8, 8, dtype=torch.float16)
out = torch.nn.functional.dropout(ones, p=0.1, training=True)
ex_dropout_survivor = round(out[out != 0].unique()[0].item(), 4)
