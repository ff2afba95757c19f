# exercise: ex_softmax_weight
# mistake: The learner applies the softmax over all 36 scores of the 6x6 matrix at once (flattened), giving a much smaller weight; the softmax must be over the six scores of the "journey" row only (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


class AttnTable:
    def __init__(self, x):
        self.scores = x @ x.T
        self.weights = torch.softmax(self.scores.flatten(), dim=0).view_as(self.scores)

    def __getitem__(self, ij):
        return self.weights[ij].item()


ex_softmax_weight = round(AttnTable(inputs)[1, 1], 4)
