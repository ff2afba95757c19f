# exercise: ex3_3
# mistake: Picks the device itself (cuda if available) instead of using the device argument, so on a GPU machine a CPU request gets a CUDA module. [cond: on a machine with a GPU, when device is not cuda]
import torch


def ex3_3(MultiHeadAttention, device):
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    model = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    model.to(dev)
    return model
