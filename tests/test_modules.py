"""The book's classes reproduce the book's printed tensors (chapter 3 of the book, as printed)."""

from __future__ import annotations

import pytest
import torch

from attnlab import examples
from attnlab.modules import (
    CausalAttention,
    MultiHeadAttention,
    MultiHeadAttentionWrapper,
    SelfAttention_v1,
    SelfAttention_v2,
    count_parameters,
    reinitialize,
    seeded,
    wrapper_to_multihead,
)

BOOK = dict(atol=5e-5, rtol=0)  # the book prints 4 decimals


def close(actual, expected):
    torch.testing.assert_close(actual.detach(), torch.tensor(expected), **BOOK)


def test_self_attention_v1_seed_123_book_first_row():
    torch.manual_seed(123)
    close(SelfAttention_v1(3, 2)(examples.inputs())[0], [0.2996, 0.8053])


def test_self_attention_v2_seed_789_book_first_row():
    torch.manual_seed(789)
    close(SelfAttention_v2(3, 2)(examples.inputs())[0], [-0.0739, 0.0713])


def test_wrapper_seed_123_book_first_rows():
    torch.manual_seed(123)
    out = MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2)(examples.batch())
    assert out.shape == (2, 6, 4)
    close(out[0, 0], [-0.4519, 0.2216, 0.4772, 0.1063])
    torch.manual_seed(123)
    out = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)(examples.batch())
    assert out.shape == (2, 6, 2)
    close(out[0, 0], [-0.5740, 0.2216])


def test_multihead_seed_123_book_rows():
    torch.manual_seed(123)
    out = MultiHeadAttention(3, 2, 6, 0.0, num_heads=2)(examples.batch())
    assert out.shape == (2, 6, 2)
    close(out[0, 0], [0.3190, 0.4858])
    close(out[0, -1], [0.2575, 0.4028])
    close(out[1, 0], [0.3190, 0.4858])


def test_gpt2_small_parameter_count():
    assert count_parameters(MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)) == 2_360_064


def test_causal_attention_shape_and_buffer():
    torch.manual_seed(123)
    ca = CausalAttention(3, 2, 6, 0.0)
    assert ca(examples.batch()).shape == (2, 6, 2)
    assert "mask" in dict(ca.named_buffers()) and "mask" in ca.state_dict()
    assert "mask" not in dict(ca.named_parameters())


def test_parameter_names_are_the_books():
    names = set(dict(MultiHeadAttention(4, 4, 3, 0.0, 2).named_parameters()))
    assert names == {"W_query.weight", "W_key.weight", "W_value.weight", "out_proj.weight",
                     "out_proj.bias"}
    assert set(dict(SelfAttention_v1(3, 2).named_parameters())) == {"W_query", "W_key", "W_value"}


def test_multihead_rejects_indivisible_heads():
    with pytest.raises(ValueError):
        MultiHeadAttention(3, 5, 6, 0.0, num_heads=2)


@pytest.mark.parametrize(
    "cls,args",
    [
        (SelfAttention_v1, (3, 2)),
        (SelfAttention_v2, (3, 2)),
        (CausalAttention, (3, 2, 6, 0.0)),
        (MultiHeadAttentionWrapper, (3, 2, 6, 0.0, 2)),
        (MultiHeadAttention, (3, 4, 6, 0.0, 2)),
        (MultiHeadAttention, (3, 4, 6, 0.0, 2, True)),
    ],
)
@pytest.mark.parametrize("seed", [0, 123, 789])
def test_generator_seeding_equals_global_seeding_and_leaves_global_rng_alone(cls, args, seed):
    torch.manual_seed(seed)
    expected = cls(*args).state_dict()
    torch.manual_seed(42)
    module = cls(*args)
    after_construction = torch.get_rng_state()
    reinitialize(module, torch.Generator().manual_seed(seed))
    # Handlers run in threads: redrawing must not read or advance the global RNG.
    assert torch.equal(torch.get_rng_state(), after_construction)
    for name, tensor in module.state_dict().items():
        assert torch.equal(tensor, expected[name]), name
    assert seeded(cls, seed, *args).state_dict().keys() == expected.keys()


@pytest.mark.parametrize("num_heads,d_out,qkv_bias", [(2, 2, False), (2, 1, False), (4, 3, True)])
def test_wrapper_maps_to_equivalent_multihead(num_heads, d_out, qkv_bias):
    wrapper = seeded(MultiHeadAttentionWrapper, 7, 3, d_out, 6, 0.0, num_heads, qkv_bias)
    mha = wrapper_to_multihead(wrapper)
    assert mha.d_out == num_heads * d_out and mha.num_heads == num_heads
    x = torch.rand(3, 6, 3, generator=torch.Generator().manual_seed(1))
    with torch.no_grad():
        torch.testing.assert_close(mha(x), wrapper(x), atol=1e-6, rtol=0)
        # shorter than the context length works too (the mask is sliced)
        torch.testing.assert_close(mha(x[:, :4]), wrapper(x[:, :4]), atol=1e-6, rtol=0)
