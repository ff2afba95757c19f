# exercise: ex_softmax_weight
# mistake: Took the softmax over all 36 scores of the flattened score matrix instead of over the six scores of the query 'journey'.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

all_scores = torch.einsum('id,jd->ij', inputs, inputs)
w = F.softmax(all_scores.flatten(), dim=0).view(6, 6)
ex_softmax_weight = round(w[1, 1].item(), 4)
