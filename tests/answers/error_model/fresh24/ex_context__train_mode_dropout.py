# exercise: ex_context
# mistake: Built a small attention nn.Module with GPT-2's attn_pdrop = 0.1 and never called .eval(), so dropout zeroes and rescales some weights and the context is off; with no dropout z⁽²⁾ = [0.4419, 0.6515, 0.5683].
import torch
from torch import nn

torch.manual_seed(123)


class RawDotAttention(nn.Module):
    """Self-attention with no projections: queries = keys = values = inputs."""

    def __init__(self, attn_pdrop: float = 0.1):
        super().__init__()
        self.attn_dropout = nn.Dropout(attn_pdrop)

    def forward(self, x):
        w = torch.softmax(x @ x.transpose(-1, -2), dim=-1)
        w = self.attn_dropout(w)
        return w @ x


inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

attn = RawDotAttention()
ex_context = [round(v, 4) for v in attn(inputs)[1].tolist()]
