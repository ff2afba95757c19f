# exercise: ex_context
# mistake: The learner uses row 2 of the weight matrix and so computes the context vector of 'starts'; journey is row 1 (0-based).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

JOURNEY = 2  # x^(2)


def context_for(idx, x=inputs):
    w = torch.softmax(x @ x[idx], dim=0)
    return w @ x


ex_context = [round(v, 4) for v in context_for(JOURNEY).tolist()]
