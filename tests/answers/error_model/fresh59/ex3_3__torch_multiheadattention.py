# exercise: ex3_3
# mistake: The learner ignores the MultiHeadAttention class passed in and returns torch.nn.MultiheadAttention(768, 12, bias=False, batch_first=True), which has another interface and 2,359,296 parameters; it must build the book's class with context length 1024.
import torch

def ex3_3(MultiHeadAttention, device):
    # the built-in version is the same thing and faster
    mha = torch.nn.MultiheadAttention(embed_dim=768, num_heads=12, dropout=0.0, bias=False, batch_first=True)
    return mha.to(device)
