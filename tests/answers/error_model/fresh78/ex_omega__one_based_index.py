# exercise: ex_omega
# mistake: The learner indexes the tensor with the book's 1-based labels, inputs[2] @ inputs[1], which is 'starts' with 'journey'; journey and Your are rows 1 and 0.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def score(i, j, x=inputs):
    return float(x[i] @ x[j])


ex_omega = round(score(2, 1), 4)
