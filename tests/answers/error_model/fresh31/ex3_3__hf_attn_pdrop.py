# exercise: ex3_3
# mistake: The learner took dropout from Hugging Face's GPT-2 config (attn_pdrop = 0.1); the exercise asks for dropout 0.0.

def ex3_3(MultiHeadAttention, device):
    cfg = dict(n_embd=768, n_head=12, n_positions=1024, attn_pdrop=0.1)
    mha = MultiHeadAttention(
        cfg["n_embd"], cfg["n_embd"], cfg["n_positions"], cfg["attn_pdrop"], cfg["n_head"]
    )
    return mha.to(device)
