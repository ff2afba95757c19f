# exercise: ex_softmax_weight
# mistake: Takes the softmax over the whole flattened 6×6 score matrix, so the weights are normalised over 36 scores; the softmax must run over the six scores of the query's row.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

scores = torch.einsum("id,jd->ij", inputs, inputs)
weights = scores.flatten().softmax(0).view_as(scores)
ex_softmax_weight = round(weights[1, 1].item(), 4)
