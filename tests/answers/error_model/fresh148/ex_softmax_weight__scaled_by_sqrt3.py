# exercise: ex_softmax_weight
# mistake: Divides the scores by sqrt(3) before the softmax as in scaled dot-product attention, although the statement says raw dot products with no scaling.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

q = inputs[1]
w = inputs @ q
w.div_(inputs.shape[1] ** 0.5)
w = torch.softmax(w, dim=0)
ex_softmax_weight = round(w[1].item(), 4)
