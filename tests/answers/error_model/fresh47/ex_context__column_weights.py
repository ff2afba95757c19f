# exercise: ex_context
# mistake: The learner takes the second column of the row-normalised weight matrix (weights other queries give "journey") instead of its second row; z⁽²⁾ uses row 2 of the weights.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

W = (inputs @ inputs.T).softmax(-1)
ex_context = (W[:, 1] @ inputs).double().mul(1e4).round().div(1e4).tolist()
