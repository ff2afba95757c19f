# exercise: ex_dropout_survivor
# mistake: Passed 0.1 as TensorFlow's keep_prob, i.e. built nn.Dropout(p=0.9), so survivors are scaled to 10.0000; with p = 0.1 they are 1/(1-0.1) = 1.1111.
import torch
from torch import nn

keep_prob = 0.1
dropout = nn.Dropout(p=1 - keep_prob)
torch.manual_seed(0)
out = dropout(torch.ones(20, 20))
ex_dropout_survivor = round(out[out > 0].unique()[0].item(), 4)
