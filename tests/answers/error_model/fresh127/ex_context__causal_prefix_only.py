# exercise: ex_context
# mistake: The learner applies a causal mask, so "journey" only attends to "Your" and itself; the statement's plain self-attention lets it attend to all six tokens (z(2) = [0.4419, 0.6515, 0.5683]).
import torch

x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


class ContextOf:
    def __init__(self, inputs):
        self.inputs = inputs

    def __call__(self, i):
        seen = self.inputs[: i + 1]
        w = torch.softmax(seen @ self.inputs[i], dim=0)
        return w @ seen


ex_context = [round(v, 4) for v in ContextOf(x)(1).tolist()]
