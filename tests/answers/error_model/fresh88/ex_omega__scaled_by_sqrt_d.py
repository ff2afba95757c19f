# exercise: ex_omega
# mistake: Ran the scores through the learner's own score helper, whose default scale flag divides by sqrt(d)=sqrt(3); the statement asks for the raw dot product x(2)·x(1) = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def score(q, k, scale=True):
    s = q @ k
    if scale:
        s = s / q.shape[-1] ** 0.5
    return s


ex_omega = round(score(inputs[1], inputs[0]).item(), 4)
