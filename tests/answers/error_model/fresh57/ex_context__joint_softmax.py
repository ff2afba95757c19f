# exercise: ex_context
# mistake: Took the softmax over all 36 scores of the matrix at once (one joint distribution) and used row 2 of it, so the weights of "journey" do not sum to 1; the softmax is over the six scores of the query's row.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

scores = inputs @ inputs.T
joint = torch.softmax(scores.flatten(), dim=0).view(6, 6)
z2 = joint[1] @ inputs
ex_context = [round(v, 4) for v in z2.tolist()]
