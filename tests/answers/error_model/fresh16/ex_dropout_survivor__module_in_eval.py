# exercise: ex_dropout_survivor
# mistake: The Dropout module was put in eval mode (to get a reproducible result), where it does nothing, so the "survivor" is 1.0; in training mode survivors are 1/(1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
dropout.eval()  # 每次结果都一样
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = round(out[out != 0][0].item(), 4)
