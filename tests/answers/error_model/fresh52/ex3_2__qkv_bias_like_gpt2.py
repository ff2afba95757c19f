# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True because GPT-2's c_attn has biases; the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
from types import SimpleNamespace

config = SimpleNamespace(
    n_embd=3,
    n_head=2,
    n_positions=6,
    attn_pdrop=0.0,
    use_bias=True,
)


def ex3_2(MultiHeadAttentionWrapper):
    head_size = 2 // config.n_head  # want 2 output dims in total
    return MultiHeadAttentionWrapper(
        config.n_embd, head_size, config.n_positions, config.attn_pdrop,
        num_heads=config.n_head, qkv_bias=config.use_bias,
    )
