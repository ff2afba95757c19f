# exercise: ex_dropout_survivor
# mistake: The learner measures it with nn.Dropout after calling .eval() (copied from an inference snippet), where dropout does nothing, and reads 1.0; in training mode survivors are 1 / 0.9 = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
dropout.eval()
out = dropout(torch.ones(6, 6))
survivors = out[out != 0]
ex_dropout_survivor = round(survivors[0].item(), 4)
