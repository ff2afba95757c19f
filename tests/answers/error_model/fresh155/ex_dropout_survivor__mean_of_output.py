# exercise: ex_dropout_survivor
# mistake: Runs dropout on a matrix of ones and returns the mean of all entries (zeros included), about 1; the question asks for the value of one surviving entry, 1/(1-p) = 1.1111.
import torch

torch.manual_seed(123)


def apply_dropout(x, p=0.1, training=True):
    layer = torch.nn.Dropout(p)
    layer.train(training)
    return layer(x)


out = apply_dropout(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
